// SPDX-License-Identifier: MIT
// A zip archive of files stored as they are (no compression: judges' importers read "stored"
// entries like any other), deterministic: entries in the order given, every time stamp
// 1980-01-01 00:00, mode 0644. DOMjudge imports a problem as such a zip.
#pragma once

#include <map>
#include <string>

namespace sudokit {

// The CRC-32 of zip and PNG (polynomial 0xEDB88320).
unsigned long crc32_of(const std::string& bytes);

// The archive's bytes: each file by its path inside the archive ('/' separated), in the map's
// order. Files and archive must stay under 4 GiB (no zip64); larger input is refused with "".
std::string zip_archive(const std::map<std::string, std::string>& files);

}  // namespace sudokit
