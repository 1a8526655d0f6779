/// The body the API sends with an error status, as it sends it.
struct APIErrorDTO: Decodable, Equatable {
    let code: String
    let message: String
}
