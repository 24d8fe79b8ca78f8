// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/logic/text.h"

#include <cstring>

namespace sudoku::text
{

TextValue verbatim(std::string text)
{
    TextValue value;
    value.text = std::move(text);
    return value;
}

TextValue number(int n)
{
    return verbatim(std::to_string(n));
}

TextValue cell(int c)
{
    return verbatim(c >= 0 && c < kCellCount ? cellName(c) : std::string("?"));
}

TextValue cells(const CellSet &set)
{
    std::vector<TextValue> names;
    for (int c : set)
        names.push_back(cell(c));
    return all(std::move(names));
}

TextValue digits(std::uint16_t mask)
{
    std::string out;
    for (int d = 1; d <= 9; ++d) {
        if (!(mask & (1u << (d - 1))))
            continue;
        if (!out.empty())
            out += '/';
        out += static_cast<char>('0' + d);
    }
    return verbatim(std::move(out));
}

TextValue house(const House &h)
{
    TextValue value;
    value.kind = TextValue::Kind::House;
    value.house = h;
    return value;
}

TextValue set(const CellSet &cells)
{
    std::string out = "{";
    for (int c : cells) {
        if (out.size() > 1)
            out += ", ";
        out += cellName(c);
    }
    return verbatim(out + "}");
}

namespace
{

TextValue list(TextValue::Kind kind, std::vector<TextValue> items)
{
    TextValue value;
    value.kind = kind;
    value.items = std::move(items);
    return value;
}

std::string joined(const std::vector<TextValue> &items, const char *last)
{
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0)
            out += i + 1 == items.size() ? last : ", ";
        out += english(items[i]);
    }
    return out;
}

} // namespace

TextValue all(std::vector<TextValue> items)
{
    return list(TextValue::Kind::All, std::move(items));
}

TextValue any(std::vector<TextValue> items)
{
    return list(TextValue::Kind::Any, std::move(items));
}

TextValue concat(std::vector<TextValue> items)
{
    return list(TextValue::Kind::Concat, std::move(items));
}

TextValue phrase(const TextSource &source, std::vector<TextValue> slots)
{
    TextValue value = list(TextValue::Kind::Phrase, std::move(slots));
    value.source = source;
    return value;
}

std::string english(const TextValue &value)
{
    switch (value.kind) {
    case TextValue::Kind::Text:
        return value.text;
    case TextValue::Kind::House:
        return houseName(value.house);
    case TextValue::Kind::All:
        return joined(value.items, " and ");
    case TextValue::Kind::Any:
        return joined(value.items, " or ");
    case TextValue::Kind::Concat: {
        std::string out;
        for (const TextValue &item : value.items)
            out += english(item);
        return out;
    }
    case TextValue::Kind::Phrase:
        break;
    }
    // Slots %1..%99, each filled once, left to right; a "%" not followed by a slot number stays.
    const char *s = value.source.source;
    const std::size_t n = std::strlen(s);
    std::string out;
    for (std::size_t i = 0; i < n; ++i) {
        if (s[i] == '%' && i + 1 < n && s[i + 1] >= '1' && s[i + 1] <= '9') {
            std::size_t slot = static_cast<std::size_t>(s[++i] - '0');
            if (i + 1 < n && s[i + 1] >= '0' && s[i + 1] <= '9')
                slot = slot * 10 + static_cast<std::size_t>(s[++i] - '0');
            out += slot <= value.items.size() ? english(value.items[slot - 1]) : std::string("?");
            continue;
        }
        out += s[i];
    }
    return out;
}

} // namespace sudoku::text
