import { CheckCircleFill, CheckCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { checkPassword, PASSWORD_MAX, PASSWORD_MIN } from './password-rules.ts';

/** The password rules, each ticked off as the shopper types. */
export function PasswordRulesList({ password }: { password: string }) {
  const { t } = useTranslation('account');
  const checks = checkPassword(password);
  const rules = [
    { key: 'length', met: checks.length, text: t('password.ruleLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }) },
    { key: 'letter', met: checks.letter, text: t('password.ruleLetter') },
    { key: 'digit', met: checks.digit, text: t('password.ruleDigit') },
  ];
  return (
    <ul className="mall-password-rules" data-testid="password-rules">
      {rules.map((rule) => (
        <li key={rule.key} data-met={rule.met}>
          {rule.met ? <CheckCircleFill aria-hidden /> : <CheckCircleOutline aria-hidden />}
          {rule.text}
        </li>
      ))}
    </ul>
  );
}
