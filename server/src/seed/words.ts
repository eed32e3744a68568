/**
 * Word lists the seed builds game titles from, with Spanish, French and Portuguese forms so
 * localized titles exist for part of the catalogue (other locales fall back to English).
 */
export interface Word {
  readonly en: string;
  readonly es: string;
  readonly fr: string;
  readonly pt: string;
}

export const TRANSLATED_LOCALES = ['es', 'fr', 'pt'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export const ADJECTIVES: readonly Word[] = [
  { en: 'Golden', es: 'Dorado', fr: 'Doré', pt: 'Dourado' },
  { en: 'Wild', es: 'Salvaje', fr: 'Sauvage', pt: 'Selvagem' },
  { en: 'Lucky', es: 'Afortunado', fr: 'Chanceux', pt: 'Sortudo' },
  { en: 'Mega', es: 'Mega', fr: 'Méga', pt: 'Mega' },
  { en: 'Royal', es: 'Real', fr: 'Royal', pt: 'Real' },
  { en: 'Mystic', es: 'Místico', fr: 'Mystique', pt: 'Místico' },
  { en: 'Blazing', es: 'Ardiente', fr: 'Ardent', pt: 'Ardente' },
  { en: 'Frozen', es: 'Helado', fr: 'Gelé', pt: 'Congelado' },
  { en: 'Ancient', es: 'Antiguo', fr: 'Ancien', pt: 'Antigo' },
  { en: 'Sweet', es: 'Dulce', fr: 'Sucré', pt: 'Doce' },
  { en: 'Electric', es: 'Eléctrico', fr: 'Électrique', pt: 'Elétrico' },
  { en: 'Hidden', es: 'Oculto', fr: 'Caché', pt: 'Escondido' },
  { en: 'Crazy', es: 'Loco', fr: 'Fou', pt: 'Louco' },
  { en: 'Silver', es: 'Plateado', fr: 'Argenté', pt: 'Prateado' },
  { en: 'Diamond', es: 'Diamante', fr: 'Diamant', pt: 'Diamante' },
  { en: 'Emerald', es: 'Esmeralda', fr: 'Émeraude', pt: 'Esmeralda' },
  { en: 'Thunder', es: 'Trueno', fr: 'Tonnerre', pt: 'Trovão' },
  { en: 'Cosmic', es: 'Cósmico', fr: 'Cosmique', pt: 'Cósmico' },
  { en: 'Neon', es: 'Neón', fr: 'Néon', pt: 'Néon' },
  { en: 'Jade', es: 'Jade', fr: 'Jade', pt: 'Jade' },
];

export const NOUNS: readonly Word[] = [
  { en: 'Dragon', es: 'Dragón', fr: 'Dragon', pt: 'Dragão' },
  { en: 'Fortune', es: 'Fortuna', fr: 'Fortune', pt: 'Fortuna' },
  { en: 'Olympus', es: 'Olimpo', fr: 'Olympe', pt: 'Olimpo' },
  { en: 'Bonanza', es: 'Bonanza', fr: 'Bonanza', pt: 'Bonança' },
  { en: 'Pharaoh', es: 'Faraón', fr: 'Pharaon', pt: 'Faraó' },
  { en: 'Treasure', es: 'Tesoro', fr: 'Trésor', pt: 'Tesouro' },
  { en: 'Tiger', es: 'Tigre', fr: 'Tigre', pt: 'Tigre' },
  { en: 'Phoenix', es: 'Fénix', fr: 'Phénix', pt: 'Fênix' },
  { en: 'Fruits', es: 'Frutas', fr: 'Fruits', pt: 'Frutas' },
  { en: 'Gems', es: 'Gemas', fr: 'Gemmes', pt: 'Gemas' },
  { en: 'Buffalo', es: 'Búfalo', fr: 'Bison', pt: 'Búfalo' },
  { en: 'Pirates', es: 'Piratas', fr: 'Pirates', pt: 'Piratas' },
  { en: 'Temple', es: 'Templo', fr: 'Temple', pt: 'Templo' },
  { en: 'Wolf', es: 'Lobo', fr: 'Loup', pt: 'Lobo' },
  { en: 'Koi', es: 'Koi', fr: 'Koï', pt: 'Koi' },
  { en: 'Vikings', es: 'Vikingos', fr: 'Vikings', pt: 'Vikings' },
  { en: 'Riches', es: 'Riquezas', fr: 'Richesses', pt: 'Riquezas' },
  { en: 'Sevens', es: 'Sietes', fr: 'Sept', pt: 'Setes' },
  { en: 'Panda', es: 'Panda', fr: 'Panda', pt: 'Panda' },
  { en: 'Stars', es: 'Estrellas', fr: 'Étoiles', pt: 'Estrelas' },
];

/** Table and live games use fixed names so the live and table pages look right. */
export const TABLE_GAMES: readonly Word[] = [
  { en: 'Blackjack', es: 'Blackjack', fr: 'Blackjack', pt: 'Blackjack' },
  { en: 'Roulette', es: 'Ruleta', fr: 'Roulette', pt: 'Roleta' },
  { en: 'Baccarat', es: 'Bacará', fr: 'Baccara', pt: 'Bacará' },
  { en: 'Sic Bo', es: 'Sic Bo', fr: 'Sic Bo', pt: 'Sic Bo' },
  { en: 'Dragon Tiger', es: 'Dragón Tigre', fr: 'Dragon Tigre', pt: 'Dragão Tigre' },
  { en: 'Poker', es: 'Póquer', fr: 'Poker', pt: 'Pôquer' },
  { en: 'Craps', es: 'Dados', fr: 'Craps', pt: 'Dados' },
];
