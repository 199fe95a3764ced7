/** A stage move of the consultant: asks first, shows the server's refusal beside the button. */
import { Button, Popconfirm, Space, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import type { AssessmentInfo } from '@/services/riskAssessment';
import { errorText } from './texts';

interface Props {
  text: string;
  description: string;
  run: () => Promise<AssessmentInfo>;
  onMoved: (info: AssessmentInfo) => void;
}

const FinishButton: React.FC<Props> = ({ text, description, run, onMoved }) => {
  const [moving, setMoving] = useState(false);
  const [error, setError] = useState<string>();
  const go = async () => {
    setMoving(true);
    setError(undefined);
    try {
      onMoved(await run());
    } catch (e) {
      setError(errorText(e));
    } finally {
      setMoving(false);
    }
  };
  return (
    <Space>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      <Popconfirm title={`${text}？`} description={description} onConfirm={() => go()}>
        <Button type="primary" loading={moving}>
          {text}
        </Button>
      </Popconfirm>
    </Space>
  );
};

export default FinishButton;
