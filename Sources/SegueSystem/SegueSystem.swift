// SegueSystem: the system services every Segue module shares, and nothing else: the one file
// gate (Files/: InputFile, GatedFolder, OpenedFolder, AtomicWrite, OutputFile, ProjectPath),
// descriptors, and external tools (Tools/: ExternalTool). Knows neither Lua nor the engine, so
// the preview and the command line use it without the Lua host.
