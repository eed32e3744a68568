import type { SqlParam } from '../db/database';
import { seedTable, type SeedTable } from './seedTable';

/**
 * UI messages served by the translation distribution (SPEC §7). The lobby ships its own
 * English through Lingui; these are the remotely managed overrides and other languages.
 */
const MESSAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: {
    'home.title': 'Casino',
    'home.chooseGame': 'Choose your game',
    'maintenance.message': 'The casino is unavailable for maintenance.',
    'search.placeholder': 'Search games',
    'search.minLength': 'Search requires at least 3 characters.',
    'search.noResults': 'No results found.',
    'gameLoading.message.progress': 'Loading game… ({timeout} s)',
    'gameLoading.message.timeout': 'Your request timed out. Please check your internet connection and try again.',
    'funds.insufficient': 'You don’t have sufficient funds, deposit now',
    'bonus.freeSpins.empty': 'No games available for free spins. Please try again later.',
    'block.unavailable': 'The block is not available on this platform',
  },
  es: {
    'home.title': 'Casino',
    'home.chooseGame': 'Elige tu juego',
    'maintenance.message': 'El casino no está disponible por mantenimiento.',
    'search.placeholder': 'Buscar juegos',
    'search.minLength': 'La búsqueda requiere al menos 3 caracteres.',
    'search.noResults': 'No se encontraron resultados.',
  },
  fr: {
    'home.title': 'Casino',
    'home.chooseGame': 'Choisissez votre jeu',
    'maintenance.message': 'Le casino est indisponible pour maintenance.',
    'search.placeholder': 'Rechercher des jeux',
    'search.noResults': 'Aucun résultat.',
  },
  pt: {
    'home.title': 'Cassino',
    'home.chooseGame': 'Escolha o seu jogo',
    'search.placeholder': 'Pesquisar jogos',
  },
};

/** Localized page titles and block headings (namespace 'content'). */
const CONTENT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  es: {
    'page.home.title': 'Inicio',
    'page.slots.title': 'Tragamonedas',
    'page.live.title': 'Casino en vivo',
    'page.table.title': 'Juegos de mesa',
    'block.popular-now.heading': 'Populares ahora',
    'block.new-releases.heading': 'Novedades',
  },
  fr: {
    'page.home.title': 'Accueil',
    'page.slots.title': 'Machines à sous',
    'page.live.title': 'Casino en direct',
    'page.table.title': 'Jeux de table',
    'block.popular-now.heading': 'Populaires',
    'block.new-releases.heading': 'Nouveautés',
  },
  pt: {
    'page.home.title': 'Início',
    'page.slots.title': 'Slots',
    'block.popular-now.heading': 'Populares agora',
  },
};

export function generateTranslations(): SeedTable {
  const rows: Record<string, SqlParam>[] = [];
  const add = (namespace: string, catalogue: typeof MESSAGES): void => {
    for (const [locale, entries] of Object.entries(catalogue)) {
      for (const [key, value] of Object.entries(entries)) rows.push({ namespace, locale, key, value });
    }
  };
  add('lobby', MESSAGES);
  add('content', CONTENT);
  return seedTable('translations', rows);
}
