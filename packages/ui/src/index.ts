export { cssVariables, layoutTokens, tokens, vars } from './tokens/index.js';
export type { LayoutName, ShadowLayer, Tokens, VarTree } from './tokens/index.js';
export { createTheme } from './theme/theme.js';
export type { UITheme } from './theme/theme.js';
export { GlobalStyle } from './theme/global-style.js';
export {
  dataTable,
  focusRing,
  lineClamp,
  outlineButtonLink,
  panelSurface,
  phoneGutter,
  visuallyHidden,
} from './theme/mixins.js';
export { UIProvider } from './provider/index.js';
export type { UIProviderProps, UIRouter } from './provider/index.js';
export {
  AppShell,
  LayoutContext,
  PageContainer,
  ResponsiveGrid,
  Stack,
  useLayout,
  useMediaQuery,
  usePrefersReducedMotion,
  useWindowLayout,
} from './layout/index.js';
export type {
  AppShellProps,
  PageContainerProps,
  ResponsiveGridProps,
  SpaceStep,
  StackProps,
} from './layout/index.js';
export { LayerProvider, createLayerStack, useLayer } from './overlay/layer.js';
export type { LayerProviderProps, LayerStack } from './overlay/layer.js';
export {
  ToastProvider,
  createToastQueue,
  loadToastRegion,
  showToast,
  useToast,
} from './toast/index.js';
export type {
  ShowToastOptions,
  ToastAction,
  ToastApi,
  ToastContent,
  ToastProviderProps,
  ToastTone,
  UIToastQueue,
} from './toast/index.js';
export { ICON_PATHS, Icon } from './icon/index.js';
export type { IconName, IconProps } from './icon/index.js';
export { LANGUAGE_NAMES } from './language-picker/index.js';
export { Button } from './button/index.js';
export type { ButtonProps, ButtonVariant, ControlSize } from './button/index.js';
export { IconButton } from './icon-button/index.js';
export type { IconButtonProps } from './icon-button/index.js';
export { Popup } from './popup/index.js';
export type { PopupPosition, PopupProps } from './popup/index.js';
export { Dialog } from './dialog/index.js';
export type { DialogProps } from './dialog/index.js';
export { ConfirmDialog } from './confirm-dialog/index.js';
export type { ConfirmDialogProps } from './confirm-dialog/index.js';
export { ActionSheet } from './action-sheet/index.js';
export type { ActionSheetAction, ActionSheetProps } from './action-sheet/index.js';
export {
  isOverlayEntry,
  navigateFromOverlay,
  useCloseOnBack,
} from './overlay/use-close-on-back.js';
export { TextField } from './text-field/index.js';
export type { TextFieldProps } from './text-field/index.js';
export { PasswordField } from './password-field/index.js';
export type { PasswordFieldProps } from './password-field/index.js';
export { NumberField } from './number-field/index.js';
export type { NumberFieldProps } from './number-field/index.js';
export { QuantityStepper } from './quantity-stepper/index.js';
export type { QuantityStepperProps } from './quantity-stepper/index.js';
export { Checkbox } from './checkbox/index.js';
export type { CheckboxProps } from './checkbox/index.js';
export { Radio, RadioGroup } from './radio/index.js';
export type { RadioGroupProps, RadioProps } from './radio/index.js';
export { Select } from './select/index.js';
export type { SelectOption, SelectProps } from './select/index.js';
export { Picker } from './picker/index.js';
export type { PickerProps } from './picker/index.js';
export { CountryCodePicker } from './country-code-picker/index.js';
export type { CountryCodePickerProps } from './country-code-picker/index.js';
export type { FieldMessageProps } from './field/field-message.js';
export { Tabs } from './tabs/index.js';
export type { TabItem, TabsProps, TabValue } from './tabs/index.js';
export {
  BillTabs,
  CommentTabs,
  GoodsStatusTabs,
  OrderTabs,
  RefundTabs,
  SearchSortTabs,
  StatisticsPeriodTabs,
  WithdrawTabs,
} from './tab-sets/index.js';
export type { BillTabsProps, SearchSortTabsProps, TabSetProps } from './tab-sets/index.js';
export { Chip } from './chip/index.js';
export type { ChipProps, ChipTone } from './chip/index.js';
export {
  ApplicationStatusChip,
  CoupleStatusChip,
  FeedbackStatusChip,
  FinanceStatusChip,
  GoodsRefundStatusChip,
  LedgerCheckChip,
  OrderStatusChip,
  RefundStatusChip,
  VisibilityChip,
} from './status-chip/index.js';
export type {
  ApplicationStatusChipProps,
  CoupleStatusChipProps,
  FeedbackStatusChipProps,
  FinanceStatusChipProps,
  GoodsRefundStatusChipProps,
  LedgerCheckChipProps,
  OrderStatusChipProps,
  RefundStatusChipProps,
  VisibilityChipProps,
} from './status-chip/index.js';
export { UnreadBadge } from './unread-badge/index.js';
export type { UnreadBadgeKind, UnreadBadgeProps } from './unread-badge/index.js';
export { Avatar } from './avatar/index.js';
export type { AvatarProps } from './avatar/index.js';
export { NavBar } from './nav-bar/index.js';
export type { NavBarProps } from './nav-bar/index.js';
export {
  BottomTabBar,
  MerchantTabBar,
  ShopperTabBar,
  StorefrontTabBar,
} from './bottom-tab-bar/index.js';
export type { BottomTabBarProps, NamedTabBarProps } from './bottom-tab-bar/index.js';
export { Header } from './header/index.js';
export type { HeaderProps } from './header/index.js';
export { SideNav } from './side-nav/index.js';
export type { SideNavProps } from './side-nav/index.js';
export { NAV_ICONS } from './navigation/nav-icons.js';
export { useNavEntries } from './navigation/nav-items.js';
export type { NavEntry } from './navigation/nav-items.js';
export { SearchBar } from './search-bar/index.js';
export type { SearchBarProps } from './search-bar/index.js';
export { SearchCombo, SearchForm } from './search-combo/index.js';
export type {
  SearchComboPick,
  SearchComboProps,
  SearchFormProps,
  SearchSuggestionItem,
} from './search-combo/index.js';
export { CurrencyPrice, Price } from './price/index.js';
export type { CurrencyPriceProps, PriceProps } from './price/index.js';
export { CopyButton } from './copy-button/index.js';
export type { CopyButtonProps } from './copy-button/index.js';
export { LanguagePicker, LanguagePickerFace } from './language-picker/index.js';
export { LanguageTabs } from './language-tabs/index.js';
export type { LanguageTab, LanguageTabsProps } from './language-tabs/index.js';
export type { LanguagePickerFaceProps, LanguagePickerProps } from './language-picker/index.js';
export { LazyImage, useImageSrcSet } from './lazy-image/index.js';
export type { ImageSrcSet, LazyImageProps } from './lazy-image/index.js';
export { Skeleton, SkeletonGroup } from './skeleton/index.js';
export type { SkeletonGroupProps, SkeletonProps } from './skeleton/index.js';
export { BrandMark } from './brand-mark/index.js';
export type { BrandMarkProps } from './brand-mark/index.js';
export { EMPTY_KINDS, EmptyState } from './empty-state/index.js';
export type { EmptyKind, EmptyStateProps } from './empty-state/index.js';
export { StateView, viewStateOf } from './state-view/index.js';
export type { StateViewProps, ViewState } from './state-view/index.js';
export { Panel, PanelSection } from './panel/index.js';
export type { PanelProps } from './panel/index.js';
export { InfiniteList } from './infinite-list/index.js';
export type { InfiniteListProps } from './infinite-list/index.js';
export { GoodsCard } from './goods-card/index.js';
export type { GoodsCardProps, GoodsSummary } from './goods-card/index.js';
export { ShopCard } from './shop-card/index.js';
export type { ShopCardProps, ShopSummary } from './shop-card/index.js';
export { CartLine } from './cart-line/index.js';
export type { CartLineProps } from './cart-line/index.js';
export { CartShopGroup } from './cart-shop-group/index.js';
export type { CartShopGroupProps } from './cart-shop-group/index.js';
export { AddressCard } from './address-card/index.js';
export type { AddressCardProps, AddressSummary } from './address-card/index.js';
export { OrderProgress } from './order-progress/index.js';
export type { OrderProgressProps } from './order-progress/index.js';
export { DeliveryCountdown } from './delivery-countdown/index.js';
export type { DeliveryCountdownProps } from './delivery-countdown/index.js';
export { OrderCard } from './order-card/index.js';
export type { OrderCardAction, OrderCardProps, OrderLine } from './order-card/index.js';
export { RefundCard } from './refund-card/index.js';
export type { RefundCardProps } from './refund-card/index.js';
export { StarRating, StarRatingDisplay } from './star-rating/index.js';
export type { StarRatingDisplayProps, StarRatingProps } from './star-rating/index.js';
export { ReviewItem } from './review-item/index.js';
export type { ReviewItemProps } from './review-item/index.js';
export { ImageUploader } from './image-uploader/index.js';
export type { ImageUploaderProps, UploadItem } from './image-uploader/index.js';
export { SpecEditor } from './spec-editor/index.js';
export type { SpecEditorProps, SpecGroupValue } from './spec-editor/index.js';
export { BannerCarousel, BannerFace } from './banner-carousel/index.js';
export type { Banner, BannerCarouselProps, BannerFaceProps } from './banner-carousel/index.js';
export { CategoryTree } from './category-tree/index.js';
export type { CategoryNode, CategoryTreeProps } from './category-tree/index.js';
export { StatisticsCard } from './statistics-card/index.js';
export type { StatisticItem, StatisticsCardProps } from './statistics-card/index.js';
export { SalesChart } from './sales-chart/index.js';
export type { SalesChartProps, SalesPoint } from './sales-chart/index.js';
export { ChatBubble } from './chat-bubble/index.js';
export type { ChatBubbleProps, ChatContent } from './chat-bubble/index.js';
export { ChatInput } from './chat-input/index.js';
export type { ChatInputProps } from './chat-input/index.js';
export { SignInCalendar } from './sign-in-calendar/index.js';
export type { SignInCalendarProps } from './sign-in-calendar/index.js';
export { ChoiceChips } from './choice-chips/index.js';
export type { ChoiceChipsProps } from './choice-chips/index.js';
export { PictureViewer } from './picture-viewer/index.js';
export type { PictureViewerProps, ViewerPicture } from './picture-viewer/index.js';
export { GALLERY_MAIN_SIZES, GoodsGallery } from './goods-gallery/index.js';
export type { GoodsGalleryProps } from './goods-gallery/index.js';
export { BUY_BAR_SPACE, BuyBar } from './buy-bar/index.js';
export type { BuyBarProps } from './buy-bar/index.js';
export { SpecSheet } from './spec-sheet/index.js';
export type { SheetSpec, SpecSheetProps } from './spec-sheet/index.js';
