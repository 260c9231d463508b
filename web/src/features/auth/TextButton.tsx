import { Button, type ButtonProps } from '@chakra-ui/react';

/** A link-looking button for in-dialog switches ('Sign in here', 'Forgot Password?'); never submits a form. */
export function TextButton(props: ButtonProps) {
  return (
    <Button
      type="button"
      variant="plain"
      color="brand.link"
      fontWeight="semibold"
      p="0"
      h="auto"
      minW="0"
      verticalAlign="baseline"
      textDecoration="underline"
      textUnderlineOffset="3px"
      _hover={{ color: 'brand.800' }}
      {...props}
    />
  );
}
