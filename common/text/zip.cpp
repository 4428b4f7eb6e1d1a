// SPDX-License-Identifier: MIT
#include "common/text/zip.hpp"

#include <array>
#include <cstdint>

namespace sudokit {

namespace {

void put16(std::string& out, std::uint32_t value) {
  out += static_cast<char>(value & 0xFF);
  out += static_cast<char>((value >> 8) & 0xFF);
}
void put32(std::string& out, std::uint32_t value) {
  put16(out, value & 0xFFFF);
  put16(out, value >> 16);
}

constexpr std::uint32_t kDosDate = (0 << 9) | (1 << 5) | 1;  // 1980-01-01
constexpr std::uint32_t kDosTime = 0;

}  // namespace

unsigned long crc32_of(const std::string& bytes) {
  static const std::array<std::uint32_t, 256> table = [] {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t n = 0; n < 256; ++n) {
      std::uint32_t c = n;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[n] = c;
    }
    return t;
  }();
  std::uint32_t crc = 0xFFFFFFFFu;
  for (char ch : bytes) crc = table[(crc ^ static_cast<unsigned char>(ch)) & 0xFF] ^ (crc >> 8);
  return crc ^ 0xFFFFFFFFu;
}

std::string zip_archive(const std::map<std::string, std::string>& files) {
  constexpr std::uint64_t kLimit = 0xFFFFFFFFu;
  if (files.size() > 0xFFFF) return "";
  std::string out, directory;
  for (const auto& [name, content] : files) {
    if (content.size() >= kLimit || out.size() >= kLimit || name.size() > 0xFFFF) return "";
    const auto crc = static_cast<std::uint32_t>(crc32_of(content));
    const auto size = static_cast<std::uint32_t>(content.size());
    const auto offset = static_cast<std::uint32_t>(out.size());
    const auto name_size = static_cast<std::uint32_t>(name.size());
    // Local file header.
    put32(out, 0x04034b50);
    put16(out, 10);  // version needed: 1.0 (stored)
    put16(out, 0);   // flags
    put16(out, 0);   // method: stored
    put16(out, kDosTime);
    put16(out, kDosDate);
    put32(out, crc);
    put32(out, size);
    put32(out, size);
    put16(out, name_size);
    put16(out, 0);  // extra field
    out += name;
    out += content;
    // Its central directory entry.
    put32(directory, 0x02014b50);
    put16(directory, (3 << 8) | 10);  // made by: Unix, 1.0
    put16(directory, 10);
    put16(directory, 0);
    put16(directory, 0);
    put16(directory, kDosTime);
    put16(directory, kDosDate);
    put32(directory, crc);
    put32(directory, size);
    put32(directory, size);
    put16(directory, name_size);
    put16(directory, 0);  // extra
    put16(directory, 0);  // comment
    put16(directory, 0);  // disk
    put16(directory, 0);  // internal attributes
    put32(directory, 0100644u << 16);  // external: a regular file, rw-r--r--
    put32(directory, offset);
    directory += name;
  }
  if (out.size() + directory.size() >= kLimit) return "";
  const auto directory_offset = static_cast<std::uint32_t>(out.size());
  out += directory;
  // End of central directory.
  put32(out, 0x06054b50);
  put16(out, 0);
  put16(out, 0);
  put16(out, static_cast<std::uint32_t>(files.size()));
  put16(out, static_cast<std::uint32_t>(files.size()));
  put32(out, static_cast<std::uint32_t>(directory.size()));
  put32(out, directory_offset);
  put16(out, 0);
  return out;
}

}  // namespace sudokit
