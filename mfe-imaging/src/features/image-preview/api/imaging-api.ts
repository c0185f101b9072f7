import {
  type CartOrder,
  type CartOrderRequest,
  type DownloadOrder,
  type DownloadOrderRequest,
  DEFAULT_IMAGE_NAME,
  IMAGING_MESSAGES,
  type PagesSelected,
  type PayDownloadOrderResult,
  type SourcedDocKey,
  type ThumbnailsResponse,
  type UpdatePreviewSettingsRequest,
} from '@lrp/contract';
import { callApi, registerMessages, useMoneyMoved, useMutation, useQuery } from '@lrp/shared';
import { callApiForFileOrReply } from '@lrp/shared/sections';

// The page-list rule's messages (and the server's answers about pages), shown in the user's language.
registerMessages({ imaging: IMAGING_MESSAGES });

/*
 * The image preview and download calls (spec 1 §7 "Imaging and flat fee"). The preview's selection lives in the
 * dialog; the server answers each change with the new selection and prices every order itself.
 */

/** The record whose images these are: the key the results gave it (its kind and id name it on the server). */
export type ImageDocumentRef = { sourcedDocKey: SourcedDocKey };

const recordOf = ({ sourcedDocKey: key }: ImageDocumentRef) =>
  `${key.docKeyType}:${key.docKeyNumber}`;
export const imagingKeys = {
  thumbnails: (document: ImageDocumentRef, page: number) =>
    ['imaging', 'thumbnails', recordOf(document), page] as const,
};

/** POST imaging/getThumbnails: the 5 thumbnails from `page` (the opening call sends only the document). */
export const fetchThumbnails = (document: ImageDocumentRef, page?: number) =>
  callApi<ThumbnailsResponse>(
    'post',
    'imaging/getThumbnails',
    page ? { ...document, page } : document,
  ).then((r) => r.content);
export const useThumbnails = (document: ImageDocumentRef, page: number, enabled: boolean) =>
  useQuery({
    queryKey: imagingKeys.thumbnails(document, page),
    queryFn: () => fetchThumbnails(document, page === 1 ? undefined : page),
    enabled,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });

/** POST imaging/updateImagePreviewSettings: the selection after a change. */
export const useUpdatePreviewSettings = () =>
  useMutation({
    mutationFn: (request: UpdatePreviewSettingsRequest) =>
      callApi<{ pagesSelected: PagesSelected }>(
        'post',
        'imaging/updateImagePreviewSettings',
        request,
      ).then((r) => r.content.pagesSelected),
  });

/** POST imaging/computeDownloadOrder, or recomputeDownloadOrder when replacing an order. */
export const useComputeDownloadOrder = () =>
  useMutation({
    mutationFn: (request: DownloadOrderRequest) =>
      callApi<DownloadOrder>(
        'post',
        request.imageStateGuid ? 'imaging/recomputeDownloadOrder' : 'imaging/computeDownloadOrder',
        request,
      ).then((r) => r.content),
    meta: { blocksScreen: true },
  });

/** POST imaging/payDownloadOrder: pays once (a repeat answers PAID again); the balance is fetched again. */
export const usePayDownloadOrder = () => {
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (imageStateGuid: string) =>
      callApi<PayDownloadOrderResult>('post', 'imaging/payDownloadOrder', { imageStateGuid }).then(
        (r) => r.content,
      ),
    onSettled: moneyMoved,
    meta: { blocksScreen: true },
  });
};

/** POST imaging/computeCartOrder: an order per cart item, and their sum (replacing the cart's previous orders). */
export const useComputeCartOrder = () =>
  useMutation({
    mutationFn: (request: CartOrderRequest) =>
      callApi<CartOrder>('post', 'imaging/computeCartOrder', request).then((r) => r.content),
    meta: { blocksScreen: true },
  });

/** POST imaging/payCartOrder: pays every order of the cart or none; the balance is fetched again. */
export const usePayCartOrder = () => {
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (imageStateGuids: string[]) =>
      callApi<PayDownloadOrderResult>('post', 'imaging/payCartOrder', { imageStateGuids }).then(
        (r) => r.content,
      ),
    onSettled: moneyMoved,
    meta: { blocksScreen: true },
  });
};

/** A paid order's PDF and the name to save it under. */
export type ImageFile = { file: Blob; name: string };

/**
 * POST imaging/downloadImage: the PDF of the paid pages as a file, which the server streams as it writes it; saved
 * under the server's name for it.
 */
async function fetchImageFile(imageStateGuid: string): Promise<ImageFile> {
  const { file } = await callApiForFileOrReply<never>('post', 'imaging/downloadImage', {
    imageStateGuid,
  });
  if (!file) throw new Error('imaging/downloadImage answered no file');
  return { file, name: file instanceof File ? file.name : DEFAULT_IMAGE_NAME };
}
export const useDownloadImage = () =>
  useMutation({ mutationFn: fetchImageFile, meta: { blocksScreen: true } });

/** The PDFs of each paid order of a cart, in the cart's order. */
export const useDownloadImages = () =>
  useMutation({
    mutationFn: (imageStateGuids: string[]) => Promise.all(imageStateGuids.map(fetchImageFile)),
    meta: { blocksScreen: true },
  });
