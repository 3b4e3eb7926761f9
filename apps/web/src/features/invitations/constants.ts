// The invitation QR code is 180 px, drawn with dots, with a 40 px logo.
export const INVITE_QR_SIZE_PX = 180;
export const INVITE_QR_LOGO_PX = 40;
