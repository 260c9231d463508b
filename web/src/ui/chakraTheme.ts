/**
 * Chakra's default theme with only the recipes of the components this app
 * uses. `defaultConfig` carries every recipe Chakra has (date pickers,
 * colour pickers, carousels…), about a quarter of the landing page's
 * JavaScript; the styles of a component come from its recipe, so the rest
 * is dead weight. A component whose recipe is missing would render
 * unstyled rather than fail, so chakraTheme.test.ts derives the recipes
 * every Chakra import in web/src needs and checks each one is listed here.
 */
import { defineConfig, defineRecipe } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/** Every skeleton keeps still for a member who asked for less motion: its pulse or shine is its only animation. */
const STILL_WHEN_ASKED = { _motionReduce: { animation: 'none' } } as const;
const stillSkeletonRecipe = defineRecipe({
  ...skeletonRecipe,
  variants: {
    loading: skeletonRecipe.variants!.loading!,
    variant: {
      pulse: { ...skeletonRecipe.variants!.variant!.pulse, ...STILL_WHEN_ASKED },
      shine: { ...skeletonRecipe.variants!.variant!.shine, ...STILL_WHEN_ASKED },
      none: { animation: 'none' },
    },
  },
});

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: stillSkeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/** Chakra's defaultThemeConfig (@chakra-ui/react/theme), recipes narrowed to the two lists above. */
export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});
