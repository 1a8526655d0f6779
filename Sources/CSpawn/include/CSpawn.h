#ifndef BOOTSTRAP_CSPAWN_H
#define BOOTSTRAP_CSPAWN_H

#include <spawn.h>

/// posix_spawn_file_actions_addchdir_np (glibc 2.29+, macOS 10.15+): the child changes folder
/// itself, so the parent's working folder is never touched. glibc's spawn.h declares it only under
/// _GNU_SOURCE, which Swift's Glibc module does not set; this wrapper, compiled with it there,
/// links the call directly, so it works in a static executable too, where looking the symbol up
/// with dlsym finds nothing.
int bootstrap_spawn_file_actions_addchdir(posix_spawn_file_actions_t *actions, const char *path);

#endif
