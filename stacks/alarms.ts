/**
 * Where trouble is reported: one SNS topic per stage, mailed to ALARM_EMAIL when set (production
 * requires it; the address confirms the subscription once). The jobs function sends its failed
 * events here, and api.ts/jobs.ts add CloudWatch alarms on errors and throttles.
 */
import { config } from './config';

export const alarms = new aws.sns.Topic('Alarms', { name: `${$app.name}-${$app.stage}-alarms` });

if (config.alarmEmail) {
  new aws.sns.TopicSubscription('AlarmMail', {
    topic: alarms.arn,
    protocol: 'email',
    endpoint: config.alarmEmail,
  });
}

/** An alarm on a Lambda metric: any occurrence in a five-minute period tells the topic. */
export function lambdaAlarm(name: string, functionName: $util.Input<string>, metric: 'Errors' | 'Throttles') {
  return new aws.cloudwatch.MetricAlarm(name, {
    alarmDescription: `${metric} of ${name.replace(/(Errors|Throttles)$/, '')} (${$app.stage})`,
    namespace: 'AWS/Lambda',
    metricName: metric,
    dimensions: { FunctionName: functionName },
    statistic: 'Sum',
    period: 300,
    evaluationPeriods: 1,
    threshold: 1,
    comparisonOperator: 'GreaterThanOrEqualToThreshold',
    treatMissingData: 'notBreaching',
    alarmActions: [alarms.arn],
    okActions: [alarms.arn],
  });
}
