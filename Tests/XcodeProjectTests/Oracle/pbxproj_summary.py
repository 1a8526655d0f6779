#!/usr/bin/env python3
"""Reads a project.pbxproj with PyPI's `pbxproj` (an independent parser) and prints, as JSON,
what the XcodeProject tests check in a file they edited:

  objects  every object ID with its ISA
  groups   "Main/Sub/Group" (display names from the main group down) -> the children's display names, in order
  phases   target -> build phase ISA -> display names of the files it builds, in order (null for a package product)
  files    file reference ID -> [path, sourceTree, lastKnownFileType]
  paths    "Main/Sub/File.swift" (display names) -> where the reference points, relative to the
           folder of the .xcodeproj, resolved as Xcode does (`<group>` paths inside the group's
           folder, `SOURCE_ROOT` paths from the project's); null when not knowable from the file

Usage: pbxproj_summary.py PROJECT.pbxproj
"""
import json
import os
import sys

from pbxproj import XcodeProject


def field(obj, key):
    return obj[key] if key in obj else None


def display(obj):
    return field(obj, "name") or field(obj, "path")


def summary(path):
    project = XcodeProject.load(path)
    objects = project.objects
    result = {"objects": {}, "groups": {}, "phases": {}, "files": {}, "paths": {}}
    for key in objects.get_keys():
        result["objects"][key] = objects[key].isa
        if objects[key].isa == "PBXFileReference":
            ref = objects[key]
            result["files"][key] = [field(ref, "path"), field(ref, "sourceTree"), field(ref, "lastKnownFileType")]

    def normalized(path):
        path = os.path.normpath(path)
        return "" if path == "." else path

    def location(obj, folder):
        tree = field(obj, "sourceTree") or "<group>"
        path = field(obj, "path")
        if tree == "<group>":
            if folder is None:
                return None
            return folder if path is None else normalized(os.path.join(folder, path))
        if tree == "SOURCE_ROOT":
            return normalized(path or ".")
        return None

    def walk(group_id, trail, folder):
        group = objects[group_id]
        names = []
        for child_id in group.children:
            child = objects[child_id]
            names.append(display(child))
            where = location(child, folder)
            if child.isa == "PBXGroup":
                walk(child_id, trail + [display(child)], where)
            elif child.isa == "PBXFileReference":
                result["paths"]["/".join(trail + [display(child)])] = where
        result["groups"]["/".join(trail)] = names

    root = objects[project.rootObject]
    main = objects[root.mainGroup]
    walk(root.mainGroup, [], location(main, field(root, "projectDirPath") or ""))
    for target in objects.get_objects_in_section("PBXNativeTarget"):
        phases = {}
        for phase_id in target.buildPhases:
            phase = objects[phase_id]
            phases.setdefault(phase.isa, [])
            for build_id in field(phase, "files") or []:
                # A Swift package product is built through `productRef`, not a file: null.
                ref = field(objects[build_id], "fileRef")
                phases[phase.isa].append(display(objects[ref]) if ref else None)
        result["phases"][target.name] = phases
    return result


if __name__ == "__main__":
    json.dump(summary(sys.argv[1]), sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")
