// The local emulator's merchant id and key. They are in the source, so a server that talks to
// KG Mobilians must never accept them (config.ts refuses KG_SKEY equal to this key).
export const EMULATOR_SID = '000000000001';
export const EMULATOR_SKEY = 'local-emulator-skey-not-secret';
