// SPDX-License-Identifier: GPL-3.0-or-later
#include "output.h"

#include "batch.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace cli
{

namespace
{

// 0, or the errno of the failed write.
int writeAll(int fd, std::string_view text)
{
    while (!text.empty()) {
        const ssize_t n = ::write(fd, text.data(), text.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (n == 0)
            return EIO;
        text.remove_prefix(static_cast<std::size_t>(n));
    }
    return 0;
}

} // namespace

bool Output::out(std::string_view text)
{
    if (m_error != 0)
        return false;
    m_error = writeAll(STDOUT_FILENO, text);
    return m_error == 0;
}

void Output::err(std::string_view text)
{
    writeAll(STDERR_FILENO, text);
}

int Output::reportFailure()
{
    if (!m_reported) {
        m_reported = true;
        err(std::string("sudoku-cli: cannot write the output: ") + std::strerror(m_error) + "\n");
    }
    return kExitUsage;
}

int printText(std::string_view text)
{
    Output output;
    if (!output.out(text))
        return output.reportFailure();
    return kExitOk;
}

} // namespace cli
