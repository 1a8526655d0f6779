#if defined(__linux__)
// glibc declares posix_spawn_file_actions_addchdir_np only for GNU sources.
#define _GNU_SOURCE
#endif
#include <spawn.h>

#include "CSpawn.h"

int bootstrap_spawn_file_actions_addchdir(posix_spawn_file_actions_t *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np(actions, path);
}
