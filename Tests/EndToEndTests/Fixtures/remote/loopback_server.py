#!/usr/bin/env python3
"""The HTTP server the remote-template tests start on 127.0.0.1: serves a folder, plus
/redirect-loop (redirects to itself), /redirect-to/PATH (one redirect), /endless (a body with no
Content-Length that never ends) and /slow-start (for nothing but liveness). Prints its port on the
first line, then serves until killed, and exits by itself after 120 s so no test leaves it behind.
An optional second argument names a file that receives every request line, one a line, as it
arrives (the attack cases check which requests a run sent)."""
import http.server
import os
import sys
import threading

folder = sys.argv[1]
request_log = sys.argv[2] if len(sys.argv) > 2 else None
log_lock = threading.Lock()


class Handler(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=folder, **kwargs)

    def log_message(self, *args):
        pass

    def parse_request(self):
        if request_log:
            line = self.raw_requestline.decode("latin-1").rstrip("\r\n")
            with log_lock, open(request_log, "a", encoding="latin-1") as log:
                log.write(line + "\n")
        return super().parse_request()

    def do_GET(self):
        if self.path.startswith("/redirect-loop"):
            self.send_response(302)
            self.send_header("Location", self.path)
            self.end_headers()
        elif self.path.startswith("/redirect-to/"):
            self.send_response(301)
            self.send_header("Location", "/" + self.path[len("/redirect-to/"):])
            self.end_headers()
        elif self.path == "/endless.rb":
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.end_headers()
            chunk = b"# padding\n" * 1000
            try:
                while True:
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
        else:
            super().do_GET()


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
threading.Timer(120, lambda: os._exit(0)).start()
server.serve_forever()
