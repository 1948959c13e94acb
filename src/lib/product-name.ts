/**
 * A wine's name with its vintage: "Cordillera Carménère 2022", once. Many names already carry the year the label
 * prints ("… Cordillera 2022"): the vintage is added only when the name does not hold it as a word of its own.
 */
export function nameWithVintage(name: string, year: number | null | undefined): string {
  if (!year) return name
  return new RegExp(`(^|\\D)${year}(\\D|$)`).test(name) ? name : `${name} ${year}`
}
