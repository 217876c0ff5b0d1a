import { currentUser } from '../auth/request-auth.js';
import { invalidInput, NotFound, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import { couponPdf } from '../rewards/coupon-pdf.js';
import { couponNumbers } from '../rewards/coupon-file.js';
import { activeCompany, couponCatalogs, loadableProduct, loadCoupons } from '../rewards/coupon-store.js';
import { checkRewardPdf, isRewardImageSize } from '../rewards/product-files.js';
import {
  deactivateProduct,
  findProduct,
  insertProduct,
  isActive,
  listProducts,
  productCatalogs,
  swapTestCoupon,
  updateProduct,
  type ProductFields,
} from '../rewards/product-store.js';
import { rewardMessages } from '../rewards/reward-messages.js';
import { readRewardFile } from '../rewards/stored-file.js';
import type { Services } from '../services.js';
import type { BodyOf, FilesOf, HandlerMap } from './handler.js';

const m = rewardMessages.product;
type ProductBody = BodyOf<'createRewardProduct'>;
type ProductFiles = FilesOf<'createRewardProduct'>;

/** The operator's rewards and coupon-number loads (spec 002 "Operator rewards and companies"); x-roles [operations]. */
export function operatorRewardHandlers({ db, clock, config, uploads }: Services) {
  async function checkReferences(body: ProductBody) {
    if (!(await isActive(db, 'reward_categories', body.rewardCategoryId)))
      throw invalidInput([{ field: 'rewardCategoryId', message: m.unknownCategory }]);
    if (!(await isActive(db, 'reward_providers', body.rewardProviderId)))
      throw invalidInput([{ field: 'rewardProviderId', message: m.unknownProvider }]);
  }

  /** Stores the files sent (the PDF checked first), keeping the current ones for files not sent. */
  async function storeFiles(
    userId: number,
    files: ProductFiles,
    current?: { urlImage: string; urlPdf: string },
  ) {
    if (!current && !files.fileImage) throw invalidInput([{ field: 'fileImage', message: m.imageRequired }]);
    if (!current && !files.filePDF) throw invalidInput([{ field: 'filePDF', message: m.pdfRequired }]);
    const pdf = files.filePDF ? await checkRewardPdf(files.filePDF) : undefined;
    const isValidSize = files.fileImage ? await isRewardImageSize(files.fileImage) : true;
    const [urlImage] = files.fileImage
      ? await uploads.save(userId, 'rewards', [files.fileImage])
      : [current?.urlImage];
    const [urlPdf] = pdf ? await uploads.save(userId, 'rewards', [pdf]) : [current?.urlPdf];
    return { urlImage: urlImage ?? '', urlPdf: urlPdf ?? '', isValidSize };
  }

  const fieldsOf = (body: ProductBody, urls: { urlImage: string; urlPdf: string }): ProductFields => ({
    title: body.title,
    titleAdmin: body.titleAdmin,
    description: body.description,
    points: body.points,
    lowStock: body.lowStock,
    popUpText: body.popUpText,
    restriction: body.restriction ?? '',
    urlImage: urls.urlImage,
    urlPdf: urls.urlPdf,
    isBarCode: body.isBarCode ?? false,
    isVisible: body.isVisible ?? true,
    posX: body.posX,
    posY: body.posY,
    fontSize: body.fontSize,
    twoValidation: body.twoValidation ?? false,
    rewardProviderId: body.rewardProviderId,
    rewardCategoryId: body.rewardCategoryId,
    active: body.active ?? true,
  });

  const savedReply = (rewardProductId: number, isValidSize: boolean, message: string) =>
    ok({ rewardProductId, isValidSize, restriction: m.imageSize }, message);

  return {
    listAdminRewardProducts: async () => ok(await listProducts(db)),
    async getAdminRewardProduct({ params }) {
      const product = orNotFound(await findProduct(db, params.id), m.notFound);
      return ok(product);
    },
    async createRewardProduct({ request, body, files }) {
      await checkReferences(body);
      const stored = await storeFiles(currentUser(request).userId, files);
      const id = await insertProduct(db, fieldsOf(body, stored));
      return savedReply(id, stored.isValidSize, m.created);
    },
    async updateRewardProduct({ request, body, files }) {
      const current = orNotFound(await findProduct(db, body.rewardProductId ?? 0), m.notFound);
      await checkReferences(body);
      const userId = currentUser(request).userId;
      const stored = await storeFiles(userId, files, current);
      await updateProduct(db, current.rewardProductId, fieldsOf(body, stored));
      await uploads.release(userId, [
        stored.urlImage !== current.urlImage ? current.urlImage : null,
        stored.urlPdf !== current.urlPdf ? current.urlPdf : null,
      ]);
      return savedReply(current.rewardProductId, stored.isValidSize, m.updated);
    },
    async deactivateRewardProduct({ query }) {
      if (!(await deactivateProduct(db, query.id))) throw new NotFound(m.notFound);
      return ok(null, m.deactivated);
    },
    getRewardProductCatalogs: async () => ok(await productCatalogs(db)),

    async getTestCoupon({ request, query }) {
      const product = orNotFound(await findProduct(db, query.id), m.notFound);
      const template = await readRewardFile(product.urlPdf, config.uploadsDir);
      const pdf = Buffer.from(await couponPdf(template, { ...product, couponNumber: m.sampleNumber }));
      const userId = currentUser(request).userId;
      const [url = ''] = await uploads.save(userId, 'test-coupons', [
        {
          fieldName: 'filePDF',
          fileName: 'cupon-prueba.pdf',
          data: pdf,
          mime: 'application/pdf',
          extension: 'pdf',
        },
      ]);
      await uploads.release(userId, [await swapTestCoupon(db, product.rewardProductId, url)]);
      return ok(url);
    },

    async loadRewardCoupons({ body, files }) {
      const c = rewardMessages.coupons;
      if (body.endDate < body.startDate)
        throw invalidInput([{ field: 'endDate', message: rewardMessages.badRange }]);
      if (!(await loadableProduct(db, body.rewardProductId)))
        throw invalidInput([{ field: 'rewardProductId', message: c.notVisible }]);
      if (!(await activeCompany(db, body.companyId)))
        throw invalidInput([{ field: 'companyId', message: c.unknownCompany }]);
      if (!files.couponData) throw invalidInput([{ field: 'couponData', message: c.empty }]);
      const numbers = await couponNumbers(files.couponData);
      const result = await loadCoupons(db, { ...body, numbers, now: clock() });
      return ok(result, c.loaded(result.loaded));
    },
    getRewardCouponCatalogs: async () => ok(await couponCatalogs(db)),
  } satisfies Partial<HandlerMap>;
}
