export const pagesEn: Record<string, unknown> = {}
