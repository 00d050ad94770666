/** The parts of a build output the shell list reads (a subset of Rollup's OutputBundle). */
export type BuiltFile =
  | { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } }
  | { type: 'asset'; fileName: string };

/**
 * The files the worker keeps at install: the page, each entry script with everything it imports
 * statically and the stylesheets and assets those bring — what the app needs to start. Pages and
 * panels loaded later are kept when first used, so a first visit does not download every screen.
 * `skip` names entries that are not the application (the worker itself).
 */
export function shellFiles(bundle: Record<string, BuiltFile>, skip: string[] = []): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (!file || files.has(fileName)) return;
    files.add(fileName);
    if (file.type !== 'chunk') return;
    for (const css of file.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of file.viteMetadata?.importedAssets ?? []) files.add(asset);
    file.imports.forEach(visit);
  };
  for (const file of Object.values(bundle)) {
    const entry = file.type === 'chunk' && file.isEntry && !skip.includes(file.fileName);
    if (entry || file.fileName.endsWith('.html')) visit(file.fileName);
  }
  return [...files].map((name) => `/${name}`);
}
