// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs the built sudoku-cli for the end-to-end tests (tst_cli, tst_cli_logic, tst_cli_generate).

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace clitest
{

struct Run {
    int exitCode = -1; // -1: did not start, crashed or hung
    QByteArray out;
    QByteArray err;
};

// The built tool: $SUDOKU_CLI when set (ctest sets it), else the path known at build time.
inline QString cliPath()
{
    return qEnvironmentVariable("SUDOKU_CLI", QStringLiteral(SUDOKU_CLI_PATH));
}

// sudoku-cli with `args`, `input` on its stdin; a run that takes over two minutes is killed.
inline Run runCli(const QStringList &args, const QByteArray &input = {})
{
    QProcess process;
    process.start(cliPath(), args);
    Run run;
    if (!process.waitForStarted(10000))
        return run;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// sudoku-cli with `args` run by /bin/sh, so that a test can give it what only a shell gives: `script` is
// shell text run first (ulimit ...), `redirect` is appended to the command line (">&-", "> /dev/full",
// "< /dev/zero"). The command is `"$cli" "$@"`; the words of `args` reach it unchanged.
inline Run runCliInShell(
    const QString &script, const QStringList &args, const QString &redirect, int timeoutMs = 120000)
{
    QProcess process;
    process.start(QStringLiteral("/bin/sh"),
        QStringList {QStringLiteral("-c"), script + QStringLiteral("\nexec \"$0\" \"$@\" ") + redirect, cliPath()}
            + args);
    Run run;
    if (!process.waitForStarted(10000))
        return run;
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace clitest
