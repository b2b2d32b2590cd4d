/**
 * Player-versus-player card and mahjong games, each with three or four rooms
 * of rising stakes (Beginner, Regular, High Roller, VIP).
 */
import { fromCents, toCents } from '../../domain/money';
import { gameCode } from './game-codes';
import type { GameDraft, RoomSeed } from './types';

interface PvpGame {
  vendor: string;
  names: { EN: string; TY: string };
  classify: 'CARD' | 'MAHJONG';
  minBet: string;
  maxPlayers: number;
  rooms: 3 | 4;
  isHot?: 1;
}

const pvp = (vendor: string, EN: string, TY: string, classify: PvpGame['classify'], minBet: string, maxPlayers: number, rooms: 3 | 4, isHot?: 1): PvpGame => ({
  vendor,
  names: { EN, TY },
  classify,
  minBet,
  maxPlayers,
  rooms,
  isHot,
});

const pvpCatalogue: PvpGame[] = [
  pvp('KM', 'Tongits', 'Tongits', 'CARD', '1.00', 3, 4, 1),
  pvp('KM', 'Pusoy', 'Pusoy', 'CARD', '1.00', 4, 4, 1),
  pvp('KM', 'Lucky 9', 'Lucky 9', 'CARD', '2.00', 6, 3),
  pvp('KM', 'Blackjack Duel', 'Tunggalian sa Blackjack', 'CARD', '2.00', 2, 3),
  pvp('KM', 'Mahjong Duel', 'Tunggalian sa Mahjong', 'MAHJONG', '5.00', 2, 3),
  pvp('KM', 'Teen Patti Gold', 'Gintong Teen Patti', 'CARD', '1.00', 5, 3),
  pvp('KM', 'Pai Gow Poker', 'Pai Gow Poker', 'CARD', '5.00', 4, 3),
  pvp('V8', "Texas Hold'em", "Texas Hold'em", 'CARD', '2.00', 9, 4),
  pvp('V8', 'Pusoy Dos', 'Pusoy Dos', 'CARD', '1.00', 4, 4),
  pvp('V8', 'Omaha Poker', 'Omaha Poker', 'CARD', '5.00', 6, 3),
  pvp('V8', 'Bull Bull', 'Bull Bull', 'CARD', '1.00', 5, 3),
  pvp('V8', 'Mahjong Fortune Table', 'Mesa ng Kapalaran sa Mahjong', 'MAHJONG', '2.00', 4, 3),
  pvp('V8', 'Two-Player Mahjong', 'Mahjong ng Dalawa', 'MAHJONG', '1.00', 2, 3),
  pvp('V8', 'Fight the Landlord', 'Labanan ang Panginoong May-lupa', 'CARD', '1.00', 3, 3),
  pvp('TPC', 'Sakla', 'Sakla', 'CARD', '1.00', 6, 3),
  pvp('TPC', 'Pekwa', 'Pekwa', 'CARD', '1.00', 4, 3),
  pvp('TPC', 'Pinoy Poker', 'Pinoy Poker', 'CARD', '2.00', 6, 4),
  pvp('TPC', 'Blackjack Royale', 'Maharlikang Blackjack', 'CARD', '5.00', 5, 3),
  pvp('TPC', 'Mahjong Riichi', 'Mahjong Riichi', 'MAHJONG', '2.00', 4, 3),
  pvp('TPC', 'Hong Kong Mahjong', 'Mahjong ng Hong Kong', 'MAHJONG', '2.00', 4, 4),
  pvp('TPC', 'Lucky 9 Express', 'Lucky 9 Express', 'CARD', '1.00', 6, 3),
];

const roomNames = ['Beginner Room', 'Regular Room', 'High Roller Room', 'VIP Room'];
/** Room stakes as multiples of the game's minimum bet. */
const roomStakes = [1n, 5n, 20n, 100n];

const codeOf = (game: PvpGame) => gameCode(game.vendor, game.names.EN);

export const pvpGames = (vendor: string): GameDraft[] =>
  pvpCatalogue
    .filter((game) => game.vendor === vendor)
    .map((game) => ({
      code: codeOf(game),
      names: game.names,
      gameClassify: game.classify,
      minBet: game.minBet,
      ...(game.isHot ? { isHot: game.isHot } : {}),
    }));

export const pvpRoomSeeds: RoomSeed[] = pvpCatalogue.flatMap((game) =>
  roomNames.slice(0, game.rooms).map((name, index) => ({
    gameCode: codeOf(game),
    name,
    minBet: fromCents(toCents(game.minBet) * roomStakes[index]),
    maxPlayers: game.maxPlayers,
    sort: index + 1,
  })),
);
