/** What other areas embed: the offer to one downline, and the caller's contracts with their actions. */
export { OfferContractDialog, type OfferContractDialogProps } from './offer-contract-dialog';
export { ContractList, type ContractListProps } from './contract-list';
export { readConsolidated, hasWaitingOffer } from './consolidated-store';
