import ShapesFlows

// Runs the Shapes tour and prints it. The interactive terminal app comes with the terminal host.
for line in await ShapesTour.run() {
  print(line)
}
