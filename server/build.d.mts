export function buildServer(options?: { quiet?: boolean }): Promise<void>;
