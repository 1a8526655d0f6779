#!/bin/sh
# The tests of the code that runs on more than one thread, under ThreadSanitizer (CI runs this:
# .github/workflows/ci.yml): the big-stack threads (BigStack), the runners parsed while the config
# loads and the check's two shares (the Large* end-to-end tests, whose bootstrap binary is built
# with the sanitizer too), callbacks entered on a host, interrupts and closed pipes, the write loop.
# Release builds keep Swift's exclusivity checks as well; this run is what watches for data races.
set -eu
cd "$(dirname "$0")/.."
swift test --disable-swift-testing --sanitize=thread --build-path .build/thread-sanitizer \
    --filter 'BigStackTests|CallbackEntryTests|DescriptorWriteTests|CommandRunnerTests|LargeTemplateLoadTests|LargeTemplateCheckTests|LargeTemplateRunTests|LargeRunnersRunTests|LargeFileRunTests|OrderOfWorkTests|InterruptTests|ClosedPipeTests'
