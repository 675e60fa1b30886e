// glibc's allocator tuning (mallopt), for the trellis executable's `AllocatorTuning`. Linux only.
#include <malloc.h>
