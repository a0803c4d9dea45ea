import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges a cdk-nag AwsSolutions finding on a construct and everything under it, with the reason it does not
 * apply here or what stands in for it. cdk-nag 3 reads these through CDK's own `Validations` (the synth fails on any
 * finding without one, and so does infra/test/nag.test.ts). A finding that names several items, such as IAM5's
 * `[Resource::...]`, is acknowledged item by item, so a new wildcard is a new finding.
 */
export function acknowledgeNag(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
}

/**
 * The same, for a finding that names an ARN, such as IAM5's `[Resource::<TableCD117FA1.Arn>/index/*]`. cdk-nag
 * writes the ARN as the template does once references are resolved (`<LogicalId.Arn>` in the same stack, the export's
 * name across stacks), so the acknowledgement is made then: CDK validates the construct tree after resolving
 * references and before it runs the checks.
 */
export function acknowledgeNagOnArn(
  scope: IConstruct,
  arn: string,
  rule: (arnAsNagWritesIt: string) => string,
  reason: string,
): void {
  scope.node.addValidation({
    validate: () => {
      acknowledgeNag(scope, rule(arnAsNagWritesIt(Stack.of(scope).resolve(arn))), reason);
      return [];
    },
  });
}

function arnAsNagWritesIt(resolved: unknown): string {
  if (typeof resolved === 'string') return resolved;
  const intrinsic = resolved as { 'Fn::ImportValue'?: unknown; 'Fn::GetAtt'?: [string, string] };
  if (typeof intrinsic['Fn::ImportValue'] === 'string') return intrinsic['Fn::ImportValue'];
  if (intrinsic['Fn::GetAtt']) return `<${intrinsic['Fn::GetAtt'][0]}.${intrinsic['Fn::GetAtt'][1]}>`;
  return JSON.stringify(resolved);
}
