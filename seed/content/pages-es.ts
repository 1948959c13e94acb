// Shop copy in Spanish (spec §7 page slugs). Filled by the content work of the foundation issue.
export const pagesEs: Record<string, unknown> = {}
