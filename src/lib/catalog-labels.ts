// Display names of the catalogue's slug-valued facets (tipo, pais, tipo_queso…) in es and en.
// Brand, grape and region names are proper names: the API returns them from the data.
import type { Locale } from './locale'

type Labels = Record<string, [es: string, en: string]>

export const TIPO_LABELS: Labels = {
  tinto: ['Tinto', 'Red'],
  blanco: ['Blanco', 'White'],
  rosado: ['Rosado', 'Rosé'],
  espumante: ['Espumante', 'Sparkling'],
  dulce: ['Dulce', 'Sweet'],
  naranjo: ['Naranjo', 'Orange'],
  pisco: ['Pisco', 'Pisco'],
  whisky: ['Whisky', 'Whisky'],
  gin: ['Gin', 'Gin'],
  ron: ['Ron', 'Rum'],
  vodka: ['Vodka', 'Vodka'],
  tequila: ['Tequila', 'Tequila'],
  mezcal: ['Mezcal', 'Mezcal'],
  cognac: ['Cognac y brandy', 'Cognac and brandy'],
  licor: ['Licores', 'Liqueurs'],
  quesos: ['Quesos', 'Cheeses'],
  charcuteria: ['Charcutería', 'Charcuterie'],
  aceites: ['Aceites y vinagres', 'Oils and vinegars'],
  chocolates: ['Chocolates', 'Chocolates'],
  conservas: ['Conservas', 'Preserves'],
  'frutos-secos': ['Frutos secos', 'Nuts and dried fruit'],
  dulces: ['Dulces y untables', 'Sweets and spreads'],
  tintos: ['Cajas de tintos', 'Red wine boxes'],
  blancos: ['Cajas de blancos y rosados', 'White and rosé boxes'],
  espumantes: ['Cajas de espumantes', 'Sparkling boxes'],
  mixta: ['Cajas mixtas', 'Mixed boxes'],
  gourmet: ['Cajas gourmet', 'Gourmet boxes'],
  premium: ['Cajas premium', 'Premium boxes'],
}

export const COUNTRY_LABELS: Labels = {
  chile: ['Chile', 'Chile'],
  francia: ['Francia', 'France'],
  argentina: ['Argentina', 'Argentina'],
  espana: ['España', 'Spain'],
  italia: ['Italia', 'Italy'],
  portugal: ['Portugal', 'Portugal'],
  'estados-unidos': ['Estados Unidos', 'United States'],
  australia: ['Australia', 'Australia'],
  'nueva-zelanda': ['Nueva Zelanda', 'New Zealand'],
  sudafrica: ['Sudáfrica', 'South Africa'],
  alemania: ['Alemania', 'Germany'],
  escocia: ['Escocia', 'Scotland'],
  irlanda: ['Irlanda', 'Ireland'],
  japon: ['Japón', 'Japan'],
  inglaterra: ['Inglaterra', 'England'],
  cuba: ['Cuba', 'Cuba'],
  venezuela: ['Venezuela', 'Venezuela'],
  guatemala: ['Guatemala', 'Guatemala'],
  jamaica: ['Jamaica', 'Jamaica'],
  mexico: ['México', 'Mexico'],
  peru: ['Perú', 'Peru'],
  rusia: ['Rusia', 'Russia'],
  polonia: ['Polonia', 'Poland'],
  suiza: ['Suiza', 'Switzerland'],
  belgica: ['Bélgica', 'Belgium'],
  grecia: ['Grecia', 'Greece'],
  holanda: ['Países Bajos', 'Netherlands'],
}

export const CHEESE_LABELS: Labels = {
  'pasta-blanda': ['Pasta blanda', 'Soft'],
  'corteza-lavada': ['Corteza lavada', 'Washed rind'],
  azul: ['Azules', 'Blue'],
  'pasta-dura': ['Pasta dura', 'Hard'],
  'pasta-prensada': ['Pasta prensada', 'Pressed'],
  cabra: ['De cabra', 'Goat'],
  fresco: ['Frescos', 'Fresh'],
}

export const AROMA_LABELS: Labels = {
  frutal: ['Frutal', 'Fruity'],
  floral: ['Floral', 'Floral'],
  especiado: ['Especiado', 'Spicy'],
  herbaceo: ['Herbáceo', 'Herbaceous'],
  mineral: ['Mineral', 'Mineral'],
  tostado: ['Tostado', 'Toasty'],
  dulce: ['Dulce', 'Sweet'],
}

export const MILK_LABELS: Labels = {
  vaca: ['Vaca', 'Cow'],
  cabra: ['Cabra', 'Goat'],
  oveja: ['Oveja', 'Sheep'],
  mixta: ['Vaca y oveja', 'Cow and sheep'],
}

export function label(table: Labels, value: string | null | undefined, locale: Locale): string {
  if (!value) return ''
  const entry = table[value]
  return entry ? entry[locale === 'en' ? 1 : 0] : value
}
