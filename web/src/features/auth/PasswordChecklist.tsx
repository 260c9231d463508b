import { HStack, List, Text } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import { PASSWORD_RULES, passwordMeetsPolicy } from '#domain';

/** The live list of password rules (the same rules the server and the reset page enforce). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <List.Root id={id} gap="1" variant="plain" aria-label="Password requirements" textStyle="sm">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <List.Item key={rule.label}>
            <HStack gap="1.5" color={met ? 'fg.success' : 'fg.muted'}>
              {met ? <Check size={14} aria-hidden="true" /> : <X size={14} aria-hidden="true" />}
              <Text as="span">
                {rule.label}
                <Text as="span" srOnly>
                  {met ? ' (met)' : ' (not met)'}
                </Text>
              </Text>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

/** Every checklist rule, and Cognito's shape (no whitespace at either end), which the checklist has no line for. */
export function passwordMeetsRules(password: string): boolean {
  return passwordMeetsPolicy(password);
}
