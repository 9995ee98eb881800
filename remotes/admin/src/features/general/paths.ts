export const BBS_PATH = '/admin/main/general/bbsSetting';
export const POPUP_PATH = '/admin/main/general/popupSetting';
