// libyaml (Debian's libyaml-dev), the YAML parser behind Trellis's spec reader.
#include <yaml.h>
