// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace cli
{

// Each command takes the words after its name and returns the process exit status.
int runSolve(const std::vector<std::string> &args);
int runCount(const std::vector<std::string> &args);
int runTrace(const std::vector<std::string> &args);
int runRate(const std::vector<std::string> &args);
int runHint(const std::vector<std::string> &args);
int runGenerate(const std::vector<std::string> &args);
int runPractise(const std::vector<std::string> &args);

} // namespace cli
