export const POPUP_PATH = '/admin/main/general/popupSetting';
