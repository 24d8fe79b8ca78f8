// SPDX-License-Identifier: GPL-3.0-or-later
// ThreadSanitizer suppressions, linked into the test binaries only when SUDOKU_SANITIZE contains "thread"
// (so TSAN_OPTIONS stays free for the caller, e.g. halt_on_error=1).
//
// Qt is not built with TSan: the QtTest watchdog thread signals a QWaitCondition whose QMutex is futex-based
// and invisible to TSan, so tearing it down at exit is reported as a race inside Qt. Nothing here covers
// project code.

extern "C" const char *__tsan_default_suppressions()
{
    return "race:QWaitCondition::~QWaitCondition\n"
           "race:QTest::qRun\n";
}
