export const BBS_PATH = '/admin/main/general/bbsSetting';
