import { showAlert, translateMessage, useTranslation } from '@lrp/shared';
import {
  type AddOnConfirmation,
  type CardTransactionResponse,
  type CartOrder,
  type DownloadOrder,
  IMAGING_MESSAGES,
  MAX_CART_DOCUMENTS,
  PAYMENT_MESSAGES,
  type SourcedDocKey,
} from '@lrp/contract';
import {
  useComputeCartOrder,
  useComputeDownloadOrder,
  useDownloadImage,
  useDownloadImages,
  usePayCartOrder,
  usePayDownloadOrder,
} from './api/imaging-api';
import { useCartStore } from '../image-cart/cart-store';
import { CartSummary } from '../image-cart/cart-summary';
import {
  useAddOnConfirmation,
  useAddOnOptions,
  useAuthorizeCard,
  useBuyAddOn,
  useCancelImageState,
  useCompleteDeposit,
  useInitiateDeposit,
  useReportAuthorization,
} from '@lrp/payments-kit';
import {
  CardAuthorizationDialog,
  FlatFeeConfirmationDialog,
  FlatFeeOptionsDialog,
} from '@lrp/shared/widgets';
import { saveFile } from '@lrp/shared/sections';
import { useState } from 'react';
import { ConfirmStep, type ConfirmAction } from './confirm-step';
import { EscrowAddOnDialog } from './escrow-add-on-dialog';
import { NO_SELECTION, PreviewStep, type Selection } from './preview-step';

export interface ImagePreviewDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The document's title as the results show it, e.g. "Warranty Deed 2024-000123". */
  title: string;
  /** The record's key as the results gave it: the server finds the record by its kind and id. */
  sourcedDocKey: SourcedDocKey;
}

type Step =
  | { name: 'preview' }
  | { name: 'cart' }
  | { name: 'confirm' }
  | { name: 'escrowAddOn' }
  | { name: 'escrowCard'; token: string }
  | { name: 'preauthorize'; token: string }
  | { name: 'flatFeeOptions'; purchase: number }
  | { name: 'flatFeeConfirm'; purchase: number; guid: string; confirmation: AddOnConfirmation };

/**
 * Image preview, order and download (spec 1 §4), opened by other modules through the module host: the preview,
 * the confirmation, and the buy options when the balance cannot pay (flat-fee add-on, else escrow add-on, else
 * card preauthorization). Leaving a step that holds an order discards it on the server.
 */
export default function ImagePreviewDialog({
  opened,
  onClose,
  title,
  sourcedDocKey,
}: ImagePreviewDialogProps) {
  const { t } = useTranslation('imaging');
  const document = { sourcedDocKey };
  const [step, setStep] = useState<Step>({ name: 'preview' });
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [order, setOrder] = useState<DownloadOrder | null>(null);
  const [cartOrder, setCartOrder] = useState<CartOrder | null>(null);
  const computeCart = useComputeCartOrder();
  const payCart = usePayCartOrder();
  const getImages = useDownloadImages();
  const [purchases, setPurchases] = useState(0);
  const compute = useComputeDownloadOrder();
  const pay = usePayDownloadOrder();
  const getImage = useDownloadImage();
  const cancelState = useCancelImageState();
  const authorize = useAuthorizeCard();
  const reportAuthorization = useReportAuthorization();
  const initiateDeposit = useInitiateDeposit();
  const completeDeposit = useCompleteDeposit();
  const addOnOptions = useAddOnOptions(step.name === 'flatFeeOptions' ? step.purchase : 0);
  const addOnConfirmation = useAddOnConfirmation();
  const buyAddOn = useBuyAddOn();

  const discardOrder = () => {
    if (order) cancelState.mutate(order.imageState.guid);
    setOrder(null);
  };
  const discardCartOrder = () => {
    for (const o of cartOrder?.orders ?? []) cancelState.mutate(o.imageState.guid);
    setCartOrder(null);
  };
  const close = () => {
    discardOrder();
    discardCartOrder();
    setStep({ name: 'preview' });
    setSelection(NO_SELECTION);
    onClose();
  };
  /** Prices the selection (again, replacing the current order) and shows the confirmation. */
  const priceSelection = (then?: (order: DownloadOrder) => void) => {
    compute.mutate(
      {
        ...document,
        pageSelectionMethod: selection.pageSelectionMethod,
        selectedAsCsv: selection.selectedAsCsv,
        imageStateGuid: order?.imageState.guid,
      },
      {
        onSuccess: (next) => {
          setOrder(next);
          setStep({ name: 'confirm' });
          then?.(next);
        },
      },
    );
  };
  const payOrder = (current: DownloadOrder) => {
    pay.mutate(current.imageState.guid, {
      onSuccess: (result) => {
        if (result.status !== 'PAID') {
          showAlert({
            kind: 'warning',
            message: translateMessage(IMAGING_MESSAGES.insufficientFunds),
          });
          priceSelection();
          return;
        }
        getImage.mutate(current.imageState.guid, {
          onSuccess: (image) => {
            saveFile(image.file, image.name);
            setOrder(null);
            close();
          },
        });
      },
    });
  };
  /** Puts the selection in the cart (replacing this record's earlier selection). */
  const addToCart = () => {
    const added = useCartStore.getState().add({
      title,
      sourcedDocKey,
      pageSelectionMethod: selection.pageSelectionMethod,
      selectedAsCsv: selection.selectedAsCsv,
    });
    // Added: the cart's summary under the preview shows it (and says so to screen readers); full: an alert.
    if (!added)
      showAlert({ kind: 'warning', message: t('cart.full', { count: MAX_CART_DOCUMENTS }) });
  };
  /** Prices the cart (again, replacing its orders) and shows its confirmation. */
  const checkout = () => {
    const items = useCartStore.getState().items.map(({ title: _title, ...item }) => item);
    if (items.length === 0) return;
    computeCart.mutate(
      { items, imageStateGuids: cartOrder?.orders.map((o) => o.imageState.guid) },
      {
        onSuccess: (next) => {
          setCartOrder(next);
          setStep({ name: 'cart' });
        },
      },
    );
  };
  /** Pays every order of the cart at once, then saves each record's PDF and empties the cart. */
  const payCartOrders = (current: CartOrder) => {
    payCart.mutate(
      current.orders.map((o) => o.imageState.guid),
      {
        onSuccess: (result) => {
          if (result.status !== 'PAID') {
            showAlert({
              kind: 'warning',
              message: translateMessage(IMAGING_MESSAGES.insufficientFunds),
            });
            checkout();
            return;
          }
          // The PDFs are fetched together and saved before the dialog closes (its callbacks end with it).
          getImages.mutate(
            current.orders.map((o) => o.imageState.guid),
            {
              onSuccess: (images) => {
                for (const image of images) saveFile(image.file, image.name);
                useCartStore.getState().clear();
                setCartOrder(null);
                close();
              },
            },
          );
        },
      },
    );
  };
  const preauthorize = () =>
    authorize.mutate(undefined, {
      onSuccess: ({ content }) => setStep({ name: 'preauthorize', token: content.token }),
    });
  const onAction = (action: ConfirmAction) => {
    if (!order) return;
    if (action === 'download') return payOrder(order);
    if (action === 'preauthorize') return preauthorize();
    // Buy options in the spec's order: flat-fee add-on, escrow add-on, card authorization.
    const options = order.feeSchedule.buyOptions;
    if (options.flatFeeAddOn) setStep({ name: 'flatFeeOptions', purchase: purchases + 1 });
    else if (options.escrowAddOn) setStep({ name: 'escrowAddOn' });
    else if (options.creditCard) preauthorize();
    else showAlert({ kind: 'warning', message: translateMessage(IMAGING_MESSAGES.noBuyOptions) });
    if (options.flatFeeAddOn) setPurchases((n) => n + 1);
  };
  const onPreauthorized = (response: CardTransactionResponse) => {
    if (reportAuthorization.isPending) return;
    reportAuthorization.mutate(response, {
      onSuccess: ({ content }) => {
        if (!content.authorizationOkay) {
          showAlert({ kind: 'warning', message: translateMessage(PAYMENT_MESSAGES.cardFailed) });
          setStep({ name: 'confirm' });
          return;
        }
        showAlert({ kind: 'info', message: translateMessage(IMAGING_MESSAGES.authorized) });
        // The payment continues: priced again against the new preauthorization, then paid when it covers it.
        priceSelection((next) => {
          if (!next.feeSchedule.insufficientBalance) payOrder(next);
        });
      },
      onError: () => setStep({ name: 'confirm' }),
    });
  };
  const onDeposited = (response: CardTransactionResponse) => {
    if (completeDeposit.isPending) return;
    completeDeposit.mutate(response, { onSettled: () => priceSelection() });
  };

  if (!opened) return null;
  return (
    <>
      <PreviewStep
        opened={step.name === 'preview'}
        document={document}
        title={title}
        selection={selection}
        onSelection={setSelection}
        onContinue={() => priceSelection()}
        onAddToCart={addToCart}
        cart={<CartSummary onCheckout={checkout} />}
        onClose={close}
      />
      <ConfirmStep
        schedule={step.name === 'cart' && cartOrder ? cartOrder.feeSchedule : null}
        onAction={(action) => {
          if (action === 'download' && cartOrder) payCartOrders(cartOrder);
          // The cart offers no add-on or preauthorization: money is added, or a card preauthorized, first.
          else showAlert({ kind: 'warning', message: t('cart.noBuyOptions') });
        }}
        onBack={() => {
          discardCartOrder();
          setStep({ name: 'preview' });
        }}
        onCancel={close}
      />
      <ConfirmStep
        schedule={step.name === 'confirm' && order ? order.feeSchedule : null}
        onAction={onAction}
        onBack={() => {
          discardOrder();
          setStep({ name: 'preview' });
        }}
        onCancel={close}
      />
      <EscrowAddOnDialog
        opened={step.name === 'escrowAddOn'}
        beginningBalance={order?.feeSchedule.beginningBalance ?? '$0.00'}
        suggestedAmount={order?.feeSchedule.shortfall?.deposit ?? null}
        onBuy={(amount) =>
          initiateDeposit.mutate(amount, {
            onSuccess: ({ content }) =>
              setStep({ name: 'escrowCard', token: content.tokenResults.token }),
          })
        }
        onBack={() => setStep({ name: 'confirm' })}
        onCancel={close}
      />
      <CardAuthorizationDialog
        opened={step.name === 'escrowCard'}
        title={t('escrow.cardTitle')}
        token={step.name === 'escrowCard' ? step.token : null}
        onResponse={onDeposited}
        onClose={close}
      />
      <CardAuthorizationDialog
        opened={step.name === 'preauthorize'}
        title={t('card.title')}
        token={step.name === 'preauthorize' ? step.token : null}
        onResponse={onPreauthorized}
        onBack={() => setStep({ name: 'confirm' })}
        onClose={close}
        unknownMessageCancels
      />
      <FlatFeeOptionsDialog
        key={addOnOptions.data?.guid ?? 'none'}
        options={step.name === 'flatFeeOptions' ? (addOnOptions.data ?? null) : null}
        busy={addOnConfirmation.isPending}
        onBack={() => setStep({ name: 'confirm' })}
        onCancel={close}
        onBuy={(option) => {
          const guid = addOnOptions.data?.guid;
          if (!guid || step.name !== 'flatFeeOptions') return;
          addOnConfirmation.mutate(
            { option, imageStateGuid: guid },
            {
              onSuccess: ({ content }) => {
                if (!content.ok)
                  showAlert({ kind: 'warning', message: content.errorMessage ?? '' });
                else
                  setStep({
                    name: 'flatFeeConfirm',
                    purchase: step.purchase,
                    guid,
                    confirmation: content,
                  });
              },
            },
          );
        }}
      />
      <FlatFeeConfirmationDialog
        confirmation={step.name === 'flatFeeConfirm' ? step.confirmation : null}
        busy={buyAddOn.isPending}
        onBack={() => {
          // The server binds a purchase to the option confirmed: choosing again is a new purchase.
          if (step.name !== 'flatFeeConfirm') return;
          cancelState.mutate(step.guid);
          setStep({ name: 'flatFeeOptions', purchase: purchases + 1 });
          setPurchases((n) => n + 1);
        }}
        onCancel={() => {
          if (step.name === 'flatFeeConfirm') cancelState.mutate(step.guid);
          close();
        }}
        onBuy={() => {
          if (step.name !== 'flatFeeConfirm') return;
          buyAddOn.mutate(step.guid, {
            onSuccess: ({ content, message }) => {
              // The envelope's message is the outcome in the user's language; the content's is English.
              if (!content.ok) {
                showAlert({ kind: 'warning', message: message ?? content.message });
                return;
              }
              showAlert({ kind: 'info', message: message ?? content.message });
              priceSelection();
            },
          });
        }}
      />
    </>
  );
}
