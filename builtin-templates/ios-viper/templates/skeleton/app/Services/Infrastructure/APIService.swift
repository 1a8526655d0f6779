import UIKit

/// Requests to the app's API, answered with decoded values or an `AppError`.
protocol APIServiceProtocol: AnyObject {
    func get<Response: Decodable>(
        _ path: String, completion: @escaping (Result<Response, AppError>) -> Void)
}

/// The API over `URLSession`: JSON bodies, `APIErrorDTO` for errors.
final class APIService: APIServiceProtocol {
    private let baseURL: String
    private let session: URLSession

    init(baseURL: String, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func get<Response: Decodable>(
        _ path: String, completion: @escaping (Result<Response, AppError>) -> Void
    ) {
        guard let url = URL(string: baseURL + path) else {
            completion(.failure(.network("not an address: \(baseURL + path)")))
            return
        }
        let task = session.dataTask(with: URLRequest(url: url)) { data, _, error in
            if let error {
                completion(.failure(.network(String(describing: error))))
                return
            }
            completion(Self.decode(data ?? Data()))
        }
        task.resume()
    }

    /// The response, else the API's error, else `unreadableResponse`.
    static func decode<Response: Decodable>(_ data: Data) -> Result<Response, AppError> {
        let decoder = JSONDecoder()
        if let response = try? decoder.decode(Response.self, from: data) {
            return .success(response)
        }
        if let error = try? decoder.decode(APIErrorDTO.self, from: data) {
            return .failure(.server(error))
        }
        return .failure(.unreadableResponse)
    }
}
