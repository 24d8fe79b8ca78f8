// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "sudoku/io/formats.h"

#include <algorithm>
#include <charconv>

namespace cli
{

CommandLine::CommandLine(const std::vector<std::string> &args, const std::vector<OptionSpec> &specs)
{
    bool optionsEnded = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        if (optionsEnded || arg == "-" || arg.size() < 2 || arg[0] != '-') {
            m_positional.push_back(arg);
            continue;
        }
        if (arg == "--") {
            optionsEnded = true;
            continue;
        }
        std::string name = arg.substr(arg[1] == '-' ? 2 : 1);
        std::optional<std::string> inlineValue;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name.resize(eq);
        }
        const auto spec = std::find_if(specs.begin(), specs.end(), [&](const OptionSpec &s) { return s.name == name; });
        if (spec == specs.end()) {
            m_error = "unknown option '" + sudoku::printable(arg) + "'";
            return;
        }
        if (!spec->takesValue) {
            if (inlineValue) {
                m_error = "option --" + sudoku::printable(name) + " takes no value";
                return;
            }
            m_values[name] = "";
        } else if (inlineValue) {
            m_values[name] = *inlineValue;
        } else if (i + 1 < args.size()) {
            m_values[name] = args[++i];
        } else {
            m_error = "option --" + sudoku::printable(name) + " needs a value";
            return;
        }
    }
}

std::optional<std::string> CommandLine::value(const std::string &name) const
{
    const auto it = m_values.find(name);
    if (it == m_values.end())
        return std::nullopt;
    return it->second;
}

std::optional<long long> CommandLine::number(
    const std::string &name, long long fallback, long long min, long long max, std::string &error) const
{
    const auto text = value(name);
    if (!text)
        return fallback;
    long long result = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), result);
    if (ec != std::errc() || end != text->data() + text->size() || result < min || result > max) {
        error = "--" + name + " expects a whole number from " + std::to_string(min) + " to " + std::to_string(max)
            + ", not '" + sudoku::printable(*text) + "'";
        return std::nullopt;
    }
    return result;
}

} // namespace cli
