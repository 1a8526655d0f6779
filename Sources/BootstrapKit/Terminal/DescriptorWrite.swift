import Foundation

/// `write(2)` until every byte is out: the one loop every write to a file descriptor goes through
/// (standard output and error, and the files a flush rewrites in place).
enum DescriptorWrite {
    /// Writes all of `bytes` to `fd`; false on an error (EPIPE, EBADF, EIO, ENOSPC …). A write cut
    /// short by a signal (EINTR) is repeated; on a descriptor in non-blocking mode (one shared with
    /// a parent that set O_NONBLOCK) a full pipe (EAGAIN) is waited for until it can take more.
    static func all(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard var pointer = bytes.baseAddress else { return true }
        var remaining = bytes.count
        while remaining > 0 {
            let count = write(fd, pointer, remaining)
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                return false
            }
            remaining -= count
            pointer += count
        }
        return true
    }
}
