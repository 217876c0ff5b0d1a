export { BannerType, bannersQuery, countBannerView } from './banners-query';
