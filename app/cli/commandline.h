// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small command-line parser: `--name value`, `--name=value`, flags, and positional arguments
// (`-` is stdin, `--` ends the options).

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cli
{

struct OptionSpec {
    std::string name; // without the leading dashes
    bool takesValue = false;
};

class CommandLine
{
public:
    // Parses `args` (the words after the subcommand) against `specs`. On failure error() says why.
    CommandLine(const std::vector<std::string> &args, const std::vector<OptionSpec> &specs);

    bool ok() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }

    bool flag(const std::string &name) const { return m_values.count(name) != 0; }
    std::optional<std::string> value(const std::string &name) const;
    const std::vector<std::string> &positional() const { return m_positional; }

    // A whole number option in [min, max]; on a bad value sets `error` and returns nullopt.
    std::optional<long long> number(
        const std::string &name, long long fallback, long long min, long long max, std::string &error) const;

private:
    std::map<std::string, std::string> m_values;
    std::vector<std::string> m_positional;
    std::string m_error;
};

} // namespace cli
