print("benchmarks: not built yet")
