// Text folded to plain letters for names made from people's names (demo e-mails, file names): accents
// dropped (é -> e, ü -> u), nothing else changed.
export const foldAccents = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
