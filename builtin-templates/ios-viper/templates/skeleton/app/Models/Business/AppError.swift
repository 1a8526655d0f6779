/// What went wrong, in the terms the app's screens show.
enum AppError: Error, Equatable {
    /// No answer: no connection, a timeout, a bad address.
    case network(String)
    /// The API answered with an error.
    case server(APIErrorDTO)
    /// The API answered with something the app cannot read.
    case unreadableResponse
}
