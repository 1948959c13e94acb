export function iconSpriteFiles(
  paths: Record<string, string>,
  fallbackName: string,
  fallbackPath: string,
): Record<string, string>
